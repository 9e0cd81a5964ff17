// Counts React renders of market cards without changing the app: React (production builds
// too) reports every commit to a DevTools hook when one exists before it loads. A card
// "rendered" in a commit when its component fiber was re-created for that commit and did
// work (React DevTools' own test: the PerformedWork flag on a fiber that was not already the
// committed one). Each render is classed by comparing the card's props with its last render.
;(() => {
  const PERFORMED_WORK = 1
  const FUNCTION = 0,
    FORWARD_REF = 11,
    MEMO = 14,
    SIMPLE_MEMO = 15
  const COMPONENT_TAGS = new Set([FUNCTION, FORWARD_REF, MEMO, SIMPLE_MEMO])
  const stats = {
    commits: 0,
    mounts: 0,
    cardRenders: 0,
    dataChanged: 0,
    onlyNowChanged: 0,
    otherPropsChanged: 0,
    nothingChanged: 0,
    byMarket: {},
  }
  window.foresightRenders = stats
  let commit = 0
  const lastSeen = new WeakMap()
  const lastProps = new Map()

  const isCardHost = (fiber) => fiber.tag === 5 && fiber.stateNode?.tagName === 'ARTICLE' && fiber.stateNode.dataset?.marketId
  /** The card component: the nearest component above the card's <article> that holds a `market` prop. */
  function cardComponent(host) {
    for (let f = host.return; f; f = f.return) {
      if (COMPONENT_TAGS.has(f.tag) && f.memoizedProps?.market) return f
    }
    return null
  }
  const json = (value) => JSON.stringify(value, (_k, v) => (typeof v === 'function' ? '[fn]' : v))

  function classify(id, props) {
    const before = lastProps.get(id)
    const now = { market: json(props.market), nowValue: props.now, rest: json({ ...props, market: 0, now: 0 }) }
    lastProps.set(id, now)
    if (!before) return null
    if (before.market !== now.market) return 'dataChanged'
    if (before.nowValue !== now.nowValue) return 'onlyNowChanged'
    if (before.rest !== now.rest) return 'otherPropsChanged'
    return 'nothingChanged'
  }

  function onCommit(root) {
    commit += 1
    stats.commits = commit
    // Whether each fiber was already part of the previous committed tree (then it was
    // reused as is and cannot have rendered now), read before this walk overwrites it.
    const wasCurrent = new Map()
    const stack = [root.current]
    while (stack.length) {
      const fiber = stack.pop()
      wasCurrent.set(fiber, lastSeen.get(fiber) === commit - 1)
      lastSeen.set(fiber, commit)
      if (isCardHost(fiber)) countCard(fiber, wasCurrent)
      if (fiber.sibling) stack.push(fiber.sibling)
      if (fiber.child) stack.push(fiber.child)
    }
  }

  function countCard(host, wasCurrent) {
    const card = cardComponent(host)
    if (!card || wasCurrent.get(card) || (card.flags & PERFORMED_WORK) !== PERFORMED_WORK) return
    const id = host.stateNode.dataset.marketId
    const kind = classify(id, card.memoizedProps)
    if (!kind) {
      stats.mounts += 1
      return
    }
    stats.cardRenders += 1
    stats[kind] += 1
    stats.byMarket[id] = (stats.byMarket[id] ?? 0) + 1
  }

  // The name React looks for: it cannot lose its underscores.
  // oxlint-disable-next-line no-underscore-dangle
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer)
      return 1
    },
    onCommitFiberRoot(_id, root) {
      try {
        onCommit(root)
      } catch (error) {
        stats.error = String(error)
      }
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  }
})()
