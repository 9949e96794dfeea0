/** Business spec §4: the load state of a feature set (a map layer's data). */
export type FeatureSetLoadState = 'INIT' | 'STARTED' | 'READY_RECEIVED' | 'READY_SUCCESS' | 'READY_EMPTY' | 'READY_RESET' | 'FAILURE';

/** What the map tells about one layer's source. */
export type LayerEvent = { kind: 'requested' } | { kind: 'tileLoaded' } | { kind: 'idle'; drawsFeatures: boolean } | { kind: 'failed' } | { kind: 'reset' };

/**
 * The next state of a layer: requested tiles start loading, tiles arriving are received, an idle
 * map settles on success or empty by what it draws, an error fails the layer until the next
 * request (panning elsewhere may succeed), a style change resets it.
 */
export function nextLoadState(state: FeatureSetLoadState, event: LayerEvent): FeatureSetLoadState {
  switch (event.kind) {
    case 'requested':
      return state === 'FAILURE' ? state : 'STARTED';
    case 'tileLoaded':
      return state === 'FAILURE' ? state : 'READY_RECEIVED';
    case 'idle':
      if (state === 'FAILURE' || state === 'INIT' || state === 'READY_RESET') return state;
      return event.drawsFeatures ? 'READY_SUCCESS' : 'READY_EMPTY';
    case 'failed':
      return 'FAILURE';
    case 'reset':
      return 'READY_RESET';
  }
}

/** Which notice a state shows: loading, empty, failure, or none. */
export function loadNotice(state: FeatureSetLoadState): 'loading' | 'empty' | 'failed' | undefined {
  if (state === 'STARTED' || state === 'READY_RECEIVED') return 'loading';
  if (state === 'READY_EMPTY') return 'empty';
  if (state === 'FAILURE') return 'failed';
  return undefined;
}
