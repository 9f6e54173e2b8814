/**
 * A system notification, when the shopper allowed them: through the service worker (which a
 * phone requires), else the page's Notification. Never asks for permission by itself: the
 * checkout asks when an order is queued offline, a moment the shopper sees why.
 */
export async function notifySystem(body: string): Promise<void> {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration) await registration.showNotification('Inkwell Stationery', { body, icon: '/icon-192.png', tag: 'inkwell-order' });
    else new Notification('Inkwell Stationery', { body });
  } catch {
    // Notifications are a courtesy; the toast already told the shopper.
  }
}

/** Asks once whether order outcomes may be notified (from a click: browsers require a gesture). */
export async function askToNotify(): Promise<void> {
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') await Notification.requestPermission();
  } catch {
    // Not supported here: the toasts remain.
  }
}
