export function MyTradesPage() { return <div className="mx-auto max-w-7xl px-4 py-8"><h1 className="text-2xl font-bold">MyTradesPage</h1></div> }
