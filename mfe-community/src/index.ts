// Module Federation negotiates the shared singletons before any of them is used, so the app starts async.
import('./bootstrap');
