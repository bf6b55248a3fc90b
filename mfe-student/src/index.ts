// Async boundary: the shared singletons (react, router, swr, ui-kit) are negotiated before any of them loads.
import('./bootstrap');
