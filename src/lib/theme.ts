import { create } from 'zustand'

export type Theme = 'light' | 'dark'
const THEME_STORAGE_KEY = 'theme'

function currentTheme(): Theme {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

function apply(theme: Theme) {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    /* storage blocked: the choice lasts for this page */
  }
}

/** The theme public/theme-init.js applied before paint; toggling saves it under "theme". */
export const useTheme = create<{ theme: Theme; toggle: () => void; set: (t: Theme) => void }>((set, get) => ({
  theme: currentTheme(),
  toggle: () => get().set(get().theme === 'dark' ? 'light' : 'dark'),
  set: (theme) => {
    apply(theme)
    set({ theme })
  },
}))
