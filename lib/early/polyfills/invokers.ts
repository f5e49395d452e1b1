// Bundled on its own (lib/early-bundle.ts) and loaded only where invoker commands are missing (../polyfills.ts).
import { apply, isSupported } from 'invokers-polyfill/fn';

if (!isSupported()) apply();
