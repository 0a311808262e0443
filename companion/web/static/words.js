// The page's words in its language: the messages its scripts say, T(message), come from the page's JSON
// block (id "words"), which the server draws from the language's catalog; the scripts keep no copy.
// A message the catalog does not translate is said as written (English); its placeholders ({n}) are
// filled from the values the script gives with it.
"use strict";

const Words = (() => {
  let data = { lang: "en", messages: {} };
  try { data = JSON.parse(document.getElementById("words").textContent); } catch (e) { /* English */ }
  function T(msgid, values) {
    const text = data.messages[msgid] || msgid;
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  }
  return { lang: data.lang, T };
})();
const T = Words.T;
