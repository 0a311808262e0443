// The board's and the players' pages: live updates (server-sent events) and the trading timer.
// Plain JavaScript, no framework, nothing fetched from elsewhere.
//
// The timer counts down from the time left that the host's app sent with each update,
// against this browser's own monotonic clock (performance.now()), never the phone's
// wall clock, which may differ from the laptop's by seconds.
"use strict";

const Live = (() => {
  const timer = { status: null, remaining: 0, grace: 0, warnings: [], at: 0, fired: new Set(), zero: false };
  let audio = null;
  let soundOn = false;
  try { soundOn = localStorage.getItem("companion-sound") === "on"; } catch (e) { /* private mode */ }

  function clockText(ms) {
    const tenths = Math.floor(Math.max(0, ms) / 100 + 1e-9);
    const minutes = Math.floor(tenths / 600);
    const rest = tenths % 600;
    const seconds = Math.floor(rest / 10);
    return `${minutes}:${String(seconds).padStart(2, "0")}.${rest % 10}`;
  }

  function beep(times) {
    if (!soundOn) return;
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      for (let i = 0; i < times; i++) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.frequency.value = 880;
        gain.gain.value = 0.2;
        osc.connect(gain).connect(audio.destination);
        const start = audio.currentTime + i * 0.25;
        osc.start(start);
        osc.stop(start + 0.15);
      }
    } catch (e) { /* no audio: the flash still shows */ }
  }

  function flash() {
    document.body.classList.remove("flash");
    void document.body.offsetWidth; // restart the animation
    document.body.classList.add("flash");
  }

  // Take the timer the server sent; keep warnings already given (a reconnect never repeats them).
  function syncTimer() {
    const el = document.getElementById("timer");
    if (!el) { timer.status = null; return; }
    const counting = timer.status === "running" && !timer.zero; // this page still counting down to 0:00
    timer.status = el.dataset.status;
    timer.remaining = Number(el.dataset.remaining);
    timer.grace = Number(el.dataset.grace);
    timer.warnings = (el.dataset.warnings || "").split(",").filter(Boolean).map(Number);
    timer.at = performance.now();
    const up = timer.status === "grace" || timer.status === "over" || timer.remaining <= 0;
    if (timer.status === "running" || timer.status === "paused") {
      for (const w of timer.warnings) { if (w >= timer.remaining) timer.fired.add(w); else timer.fired.delete(w); }
      timer.zero = timer.remaining <= 0;
    } else {
      timer.zero = true;
    }
    // The host's clock reached 0:00 before this one (its grace or time-up update came first): the
    // flash and beeps this page's own countdown would have given at 0:00, once.
    if (counting && up && timer.status !== "ready") { flash(); beep(3); }
    tick();
  }

  function tick() {
    const digits = document.getElementById("digits");
    const status = document.getElementById("tstatus");
    if (!digits || !timer.status) return;
    const gone = performance.now() - timer.at;
    let left = timer.remaining;
    let words = { ready: T("ready"), paused: T("paused"), running: "", grace: T("grace period"), over: T("time is up"),
      away: T("the host's laptop is away") }[timer.status] || "";
    if (timer.status === "running") {
      left = timer.remaining - gone;
      for (const w of timer.warnings) {
        if (left <= w && left > 0 && !timer.fired.has(w)) {
          timer.fired.add(w);
          flash();
          beep(1);
        }
      }
      if (left <= 0 && !timer.zero) { timer.zero = true; flash(); beep(3); }
      if (left <= 0) words = T("time!");
    } else if (timer.status === "grace") {
      left = timer.grace - gone;
      words = T("grace: warehouse now");
    } else if (timer.status === "over") {
      left = 0;
    }
    const text = clockText(left);
    if (digits.textContent !== text) digits.textContent = text;
    if (status.textContent !== words) status.textContent = words;
    const warn = timer.status === "running" && left <= (Math.min(...timer.warnings, Infinity) || 0);
    digits.classList.toggle("warn", warn || timer.status === "grace");
  }

  // The stream dropped: the host's app is gone (quit, crashed, the laptop asleep or off the network).
  // Nothing counts down while it is away: the timer stops where it stood and says so, until the
  // stream is back and brings the host's own reading (the host's app may have paused it).
  const AWAY = T("○ the host's laptop is away — reconnecting…");
  function hostAway() {
    if (timer.status && timer.status !== "away") {
      const gone = performance.now() - timer.at;
      if (timer.status === "running") timer.remaining -= gone;
      else if (timer.status === "grace") timer.remaining = timer.grace - gone;
      else if (timer.status === "over") timer.remaining = 0;
      timer.remaining = Math.max(0, timer.remaining);
      timer.status = "away";
      timer.at = performance.now();
      tick();
    }
    setConn("lost", AWAY);
  }

  // The connection's state in the footer; a player's page also says it by its Send button (the
  // footer is off screen on a phone), from the "connection" event.
  function setConn(state, words) {
    const el = document.getElementById("conn");
    if (!el || (el.dataset.state === state && el.textContent === words)) return;
    el.dataset.state = state;
    el.textContent = words;
    document.dispatchEvent(new CustomEvent("connection", { detail: { state, words } }));
  }

  // Follow the page's event stream; onMessage(data) puts the new HTML in place.
  function follow(eventName, onMessage) {
    // asked as the page was (its link's ?lang=, the phone's cookie and browser): in the same language
    const stream = location.pathname.replace(/\/$/, "") + "/events" + location.search;
    const source = new EventSource(stream);
    source.addEventListener(eventName, (e) => {
      const data = JSON.parse(e.data);
      // the table's language changed (the share screen): the whole page again, in it
      if (data.lang && data.lang !== Words.lang) { source.close(); location.reload(); return; }
      onMessage(data);
      syncTimer();
      setConn("live", T("● live"));
    });
    source.onopen = () => setConn("live", T("● live"));
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) { hostAway(); return; }
      // The browser gave up: the stream answered with an error, not silence. Which one? The stream
      // is asked again, for its status only (one that opens is closed at once). A 404 means the
      // link is dead (the host made new links, or stopped sharing): say so, once and for all. A 503:
      // too many pages are open; this one tries again by itself, and says what frees a place.
      // Anything else (the host's computer busy or restarting): try again in a while.
      const again = () => setTimeout(() => follow(eventName, onMessage), 3000);
      const status = new AbortController();
      fetch(stream, { cache: "no-store", credentials: "omit", signal: status.signal })
        .then((r) => {
          status.abort();
          if (r.status === 404) { setConn("gone", T("✕ This link no longer works: scan the host's new QR code.")); return; }
          if (r.status === 503) setConn("full", T("✕ Too many pages open: close one and reload."));
          else hostAway();
          again();
        })
        .catch(() => { hostAway(); again(); });
    };
    return source;
  }

  function setupSound() {
    const button = document.getElementById("sound");
    if (!button) return;
    const show = () => {
      button.textContent = soundOn ? T("♪ sound on") : T("sound off");
      button.setAttribute("aria-pressed", String(soundOn));
    };
    button.addEventListener("click", () => {
      soundOn = !soundOn;
      try { localStorage.setItem("companion-sound", soundOn ? "on" : "off"); } catch (e) { /* ignore */ }
      show();
      if (soundOn) beep(1); // a tap unlocks audio on phones
    });
    show();
  }

  // The board on a TV (the wide layout) fits its window: nobody scrolls a TV. Everything on the page
  // is sized in rem, so when the board is taller than the window the root font shrinks to the
  // largest size that fits (found in a few halvings), down to 12 px. Five or six players that two
  // columns cannot hold at 12 px (a 720p TV, a laptop, in the Development phase) are laid out in
  // three ("three": narrower cards, so only then); below that the page scrolls.
  // A phone, or a narrow window, keeps its size and scrolls as pages do.
  const WIDE = window.matchMedia("(min-width: 1280px)");
  const SMALLEST = 12;
  function fitBoard() {
    const root = document.documentElement;
    const live = document.getElementById("live");
    root.style.fontSize = "";
    live.classList.remove("three");
    if (!WIDE.matches) return;
    const fits = () => root.scrollHeight <= window.innerHeight;
    if (fits()) return;
    root.style.fontSize = `${SMALLEST}px`;
    if (!fits() && live.querySelectorAll(".players > .player").length > 4) live.classList.add("three");
    root.style.fontSize = "";
    if (fits()) return;
    let small = SMALLEST;
    let large = parseFloat(getComputedStyle(root).fontSize);
    for (let i = 0; i < 7; i++) {
      const middle = (small + large) / 2;
      root.style.fontSize = `${middle}px`;
      if (fits()) small = middle; else large = middle;
    }
    root.style.fontSize = `${Math.floor(small * 10) / 10}px`;
  }

  document.addEventListener("DOMContentLoaded", () => {
    setupSound();
    syncTimer();
    setInterval(tick, 50);
    const live = document.getElementById("live");
    if (live && live.dataset.channel === "board") {
      follow("board", (data) => { live.innerHTML = data.html; fitBoard(); });
      fitBoard();
      window.addEventListener("resize", fitBoard);
    }
  });

  return { follow, syncTimer, clockText };
})();
