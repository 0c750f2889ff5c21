// The shell's styles load with the entry, in <head>: a server-rendered page paints styled before any script runs.
import './styles/global.css';
import { yieldToMain } from './boot/yield-to-main';

// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs
// (without it the page stays white with #RUNTIME-006). Started in a task of its own: evaluating this entry already
// starts the federation runtime, and asking for the app's shared modules in the same task made one long task.
void yieldToMain().then(() => import('./bootstrap'));
