// Async boundary: shared singletons are negotiated before the app code runs (Module Federation).
import('./bootstrap');
