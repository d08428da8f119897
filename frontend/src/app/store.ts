import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { registerAccessListeners } from '../features/access/access.listeners';
import { accessSlice } from '../features/access/access.slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [accessSlice.name]: accessSlice.reducer,
});

/** A fresh store per page load (and per test): the access slice reads saved state on creation. */
export function makeStore() {
  const listener = createListenerMiddleware();
  registerAccessListeners(listener);
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
