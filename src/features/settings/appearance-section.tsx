import { MoonIcon, SunIcon } from '../../components/ui/icons'
import { PaletteIcon } from './settings-icons'
import { useTheme, type Theme } from '../../lib/theme'
import { ChoiceGroup, type Choice } from './choice-group'
import { SettingsSection } from './settings-section'

const THEMES: Choice<Theme>[] = [
  { value: 'light', label: 'Light', description: 'Bright surfaces, easy to read in daylight.', icon: SunIcon },
  { value: 'dark', label: 'Dark', description: 'Deep navy surfaces, gentle on the eyes at night.', icon: MoonIcon },
]

export function AppearanceSection() {
  const { theme, set } = useTheme()
  return (
    <SettingsSection
      id="appearance"
      title="Appearance"
      icon={PaletteIcon}
      description="Saved on this device. Until you choose, Foresight follows your system setting."
    >
      <ChoiceGroup legend="Theme" name="theme" value={theme} choices={THEMES} onChange={set} />
    </SettingsSection>
  )
}
