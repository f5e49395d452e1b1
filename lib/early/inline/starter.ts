// Inlined at the start of every page's <body> (components/layout/early-script.tsx, lib/early-bundle.ts).
import { keepTaps, loadEarlyScript, type StarterState } from '../starter';

const state: StarterState = { taps: [], interactedAt: 0, started: false };
window.earlyStarter = state;
keepTaps(state);
if (document.currentScript) loadEarlyScript(document.currentScript);
