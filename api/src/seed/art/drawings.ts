/** Which drawing belongs to which kind, how far the main view tilts it, and where a close-up looks. */
import type { ArtKind } from './art-kinds.js';
import type { Palette } from './colour.js';
import { binderClips, calculator, scissors, stapler } from './draw-office.js';
import { brushes, colourPencils, paintPalette, paintTube } from './draw-art.js';
import { deskClock, deskLamp, deskMat, penHolder } from './draw-desk.js';
import { giftBox, journalGiftSet, penGiftSet } from './draw-gifts.js';
import { eraser, geometryBox, glue, ruler, sharpener, tape } from './draw-school.js';
import { exerciseBook, journal, spiralNotebook, stickyNotes } from './draw-paper.js';
import { drawerUnit, fileFolder, letterTray, storageBox } from './draw-storage.js';
import { ballpointPen, fountainPen, highlighter, pencil } from './draw-writing.js';

export interface Drawing {
  draw(p: Palette): string;
  /** Degrees the main view rotates the upright drawing. */
  tilt: number;
  /** Point the first close-up zooms into. */
  focus: readonly [number, number];
}

const d = (draw: Drawing['draw'], tilt = 0, focus: readonly [number, number] = [300, 300]): Drawing => ({ draw, tilt, focus });

export const DRAWINGS: Record<ArtKind, Drawing> = {
  'fountain-pen': d(fountainPen, -38, [300, 500]),
  'ballpoint-pen': d(ballpointPen, -38, [300, 120]),
  pencil: d(pencil, -38, [300, 500]),
  highlighter: d(highlighter, -24, [300, 460]),
  'spiral-notebook': d(spiralNotebook, -6, [200, 200]),
  journal: d(journal, -6, [360, 420]),
  'sticky-notes': d(stickyNotes, 0, [380, 370]),
  'exercise-book': d(exerciseBook, 0, [300, 200]),
  palette: d(paintPalette, 0, [330, 230]),
  brushes: d(brushes, -10, [300, 110]),
  'colour-pencils': d(colourPencils, 0, [300, 200]),
  'paint-tube': d(paintTube, -12, [320, 480]),
  stapler: d(stapler, 0, [440, 330]),
  'binder-clips': d(binderClips, 0, [300, 300]),
  scissors: d(scissors, -30, [300, 400]),
  calculator: d(calculator, -8, [300, 200]),
  'storage-box': d(storageBox, 0, [300, 220]),
  'file-folder': d(fileFolder, -4, [300, 330]),
  'drawer-unit': d(drawerUnit, 0, [290, 260]),
  'letter-tray': d(letterTray, 0, [320, 300]),
  'desk-lamp': d(deskLamp, 0, [390, 200]),
  'pen-holder': d(penHolder, 0, [300, 220]),
  'desk-clock': d(deskClock, 0, [300, 290]),
  'desk-mat': d(deskMat, 0, [220, 320]),
  'gift-box': d(giftBox, 0, [300, 210]),
  'pen-gift-set': d(penGiftSet, 0, [260, 390]),
  'journal-gift-set': d(journalGiftSet, 0, [270, 300]),
  eraser: d(eraser, -8, [350, 300]),
  sharpener: d(sharpener, 0, [300, 280]),
  ruler: d(ruler, -20, [200, 290]),
  glue: d(glue, 0, [300, 360]),
  tape: d(tape, 0, [300, 300]),
  'geometry-box': d(geometryBox, 0, [370, 300]),
};
