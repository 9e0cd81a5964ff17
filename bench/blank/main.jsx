// The benchmark's baseline: the smallest Vite + React page that shows a "market card"
// and a heading, so the app's load figures can be read as a ratio that cancels machine noise.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function BlankPage() {
  return (
    <main>
      <h1>Blank page</h1>
      <article data-market-id="blank">A card</article>
    </main>
  )
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <BlankPage />
  </StrictMode>,
)
