// For tools that read .ts files without vue-tsc (ESLint's type-aware rules).
declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}
