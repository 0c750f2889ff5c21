// The shell's styles load with the entry, in <head>: a server-rendered page paints styled before any script runs.
import './styles/global.css';

// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs
// (without it the page stays white with #RUNTIME-006).
import('./bootstrap');
