// The last resort for an internal error (index.html). In the release build a panic is a
// WebAssembly trap at once (scripts/wasm-release-env.sh): no panic hook runs, so this shows
// the message of src/fatal.rs instead, once, as text. Other script errors are left alone.
(function () {
  function fatal(error) {
    if (!(error instanceof WebAssembly.RuntimeError)) return;
    if (document.getElementById("fatal-error") || !document.body) return;
    var el = document.createElement("div");
    el.id = "fatal-error";
    el.setAttribute("role", "alert");
    el.textContent =
      "Something went wrong inside Variantarium (" +
      error.message +
      "). Your game was saved after its last move: reload the page to go on.";
    document.body.prepend(el);
  }
  addEventListener("error", function (e) {
    fatal(e.error);
  });
  addEventListener("unhandledrejection", function (e) {
    fatal(e.reason);
  });
})();
