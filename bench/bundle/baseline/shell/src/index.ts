// The async boundary Module Federation needs before a shared module is used.
import('./bootstrap');
