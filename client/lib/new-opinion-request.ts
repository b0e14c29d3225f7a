// The New opinion button's one handler. The opinion modal host registers itself with
// onNewOpinionRequest once the top bar's user info has loaded; every "New opinion" button calls
// requestNewOpinion(). A page can render its button before that (its own query may answer
// first), so a click that arrives while no host is registered waits for the host instead of
// being lost.
type NewOpinionListener = () => void;

let listener: NewOpinionListener | null = null;
let pendingRequest = false;

export function onNewOpinionRequest(handler: NewOpinionListener): () => void {
  listener = handler;
  if (pendingRequest) {
    pendingRequest = false;
    handler();
  }
  return () => {
    if (listener === handler) listener = null;
  };
}

/** Asks the host to open the opinion modal (or the vote prompt); waits for the host when none is registered yet. */
export function requestNewOpinion(): void {
  if (listener) listener();
  else pendingRequest = true;
}
