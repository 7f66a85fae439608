// React 18+ has useSyncExternalStore built in; the shim package swr imports only adds a fallback for older Reacts.
export { useSyncExternalStore } from 'react';
