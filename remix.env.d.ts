/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch (future.v3_singleFetch) types for loaders/actions returning `data(...)`.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
export {};
