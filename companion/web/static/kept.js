// What a player's page keeps of the hand between reloads, and every page's part in dropping it
// (docs/web.md, "Kept across reloads, and no longer").
//
// One key of the tab's sessionStorage, "companion-form", which holds no token: another tab (the
// board's) has storage of its own, and the tab's goes when it is closed. With the values, the
// turn and phase they are for ("scope") and whose page they are of ("page": a digest of the
// link's path, 53 bits of a 128-bit token, nothing to open a page with), so that another turn or
// phase (game over is one), another player's link opened in the tab or this player's new link
// finds nothing, and drops what it finds.
"use strict";

const Kept = (() => {
  const KEY = "companion-form";

  function digest(text) { // cyrb53: two 32-bit multiplicative hashes mixed into 53 bits
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  }
  const page = digest(location.pathname.replace(/\/$/, ""));

  function forget() {
    try { sessionStorage.removeItem(KEY); } catch (e) { /* storage off: nothing kept */ }
  }

  // What this page keeps for ``scope`` ("turn/phase"): {page, scope, ...values}; whatever else the
  // tab keeps is dropped.
  function read(scope) {
    let data = null;
    try { data = JSON.parse(sessionStorage.getItem(KEY) || "null"); } catch (e) { data = null; }
    if (data && data.page === page && data.scope === scope) return data;
    if (data) forget();
    return { page, scope };
  }

  // Change what this page keeps for ``scope``; once nothing is left but whose and when, the key goes.
  function change(scope, edit) {
    const data = read(scope);
    edit(data);
    if (Object.keys(data).every((k) => k === "page" || k === "scope")) { forget(); return; }
    try { sessionStorage.setItem(KEY, JSON.stringify(data)); } catch (e) { /* storage off, full: nothing kept */ }
  }

  // Every page drops what older pages kept in localStorage under their link
  // ("companion-form:/p/<token>"); the board, opened in a player's tab, drops the tab's hand.
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(KEY)) localStorage.removeItem(key);
    if (location.pathname.startsWith("/b/")) forget();
  } catch (e) { /* storage off: nothing kept */ }

  return { read, change, forget };
})();
