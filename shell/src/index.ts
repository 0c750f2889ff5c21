// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs
// (without it the page stays white with #RUNTIME-006).
import('./bootstrap');
