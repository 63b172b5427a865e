// Shared by the app strip (client) and the page head (server): a "use client" module cannot hand
// a plain string to a server component.
export const APP_BANNER_STORAGE_KEY = "appBannerClosed";

/** Runs before the first paint: hides a strip the visitor closed earlier. */
export const APP_BANNER_HEAD_SCRIPT = `try{if(localStorage.getItem("${APP_BANNER_STORAGE_KEY}")==="1")document.documentElement.dataset.appBanner="closed"}catch(e){}`;
