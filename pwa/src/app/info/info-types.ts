/** The shape of an information page's text: what info-page.tsx draws, whichever file writes it. */
export interface InfoSection {
  heading: string;
  /** An anchor (`/contact#grievance-officer`). */
  id?: string;
  paragraphs?: string[];
  list?: string[];
  /** Label and value pairs (the seller's name, GSTIN...); `href` makes the value a link. */
  facts?: Array<{ label: string; value: string; href?: string }>;
  /** The delivery zones, one row each. */
  zones?: Array<{ label: string; where: string; days: string; cod: string }>;
}
export interface InfoPageContent {
  title: string;
  intro: string;
  sections: InfoSection[];
}
