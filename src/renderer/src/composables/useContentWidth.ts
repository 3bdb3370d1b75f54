import { inject, onScopeDispose, provide, type Ref, ref, watch } from 'vue'

const KEY = Symbol('content-width')

/** The layout measures its content area, whose width depends on the window and the side menu. */
export function provideContentWidth(element: Ref<HTMLElement | null>): void {
  const width = ref(Number.POSITIVE_INFINITY)
  const observer = new ResizeObserver(([entry]) => {
    if (entry) width.value = entry.contentRect.width
  })
  watch(
    element,
    (next, previous) => {
      if (previous) observer.unobserve(previous)
      if (next) observer.observe(next)
    },
    { immediate: true },
  )
  onScopeDispose(() => observer.disconnect())
  provide(KEY, width)
}

/** The content area's width in CSS pixels (infinite outside the layout). */
export function useContentWidth(): Readonly<Ref<number>> {
  return inject<Ref<number>>(KEY, ref(Number.POSITIVE_INFINITY))
}
