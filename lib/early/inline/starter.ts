// Inlined at the start of every page's <body> (components/layout/early-script.tsx, lib/early-bundle.ts).
import { keepTaps, keptSelectors, loadEarlyScript, type StarterState } from '../starter';

const state: StarterState = { taps: [], interactedAt: 0, started: false };
window.earlyStarter = state;
const starter = document.currentScript;
keepTaps(state, keptSelectors(starter));
if (starter) loadEarlyScript(starter);
