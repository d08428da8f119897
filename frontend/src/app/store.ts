import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { followOtherTabs, registerSessionListeners, startSession } from '../lib/session';
import { sessionSlice } from '../lib/session.slice';
import { registerAccessListeners } from '../features/access/access.listeners';
import { accessSlice } from '../features/access/access.slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [accessSlice.name]: accessSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
});

/**
 * A fresh store per page load (and per test): the access slice reads saved state on creation, and
 * the session starts at once, taking any tokens out of the address before the router reads it,
 * and then follows what the browser's other tabs do to it.
 */
export function makeStore() {
  const listener = createListenerMiddleware();
  registerAccessListeners(listener);
  registerSessionListeners(listener);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  void startSession(store.dispatch);
  followOtherTabs(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
