// Inlined at the start of every page's <body> (components/layout/early-script.tsx, lib/early-bundle.ts).
import { keepTaps, loadEarlyScript, type KeptSelectors, type StarterState } from '../starter';

/** What the behaviours keep (behaviours.ts, keptSelectors), written in by the bundler (lib/early-bundle.ts). */
declare const EARLY_KEPT_SELECTORS: KeptSelectors;

const state: StarterState = { taps: [], interactedAt: 0, started: false };
window.earlyStarter = state;
const starter = document.currentScript;
keepTaps(state, EARLY_KEPT_SELECTORS);
if (starter) loadEarlyScript(starter);
