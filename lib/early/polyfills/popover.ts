// Bundled on its own (lib/early-bundle.ts) and loaded only where the popover attribute is missing (../polyfills.ts).
// Its styles go into Tailwind's `base` layer, under the utilities: a polyfilled popover keeps the site's classes.
import { apply, isSupported } from '@oddbird/popover-polyfill/fn';

if (!isSupported()) apply({ layerName: 'base' });
