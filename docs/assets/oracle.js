/* Status page filters: pick a status and/or a topic; rows that do not match are hidden. No server. */
document.addEventListener("change", function (event) {
  var select = event.target;
  if (!select.matches || !select.matches("select[data-oracle-filter]")) return;
  var want = {};
  document.querySelectorAll("select[data-oracle-filter]").forEach(function (s) {
    want[s.getAttribute("data-oracle-filter")] = s.value;
  });
  document.querySelectorAll("table.oracle-status-table tbody tr").forEach(function (row) {
    var show = (!want.status || row.getAttribute("data-status") === want.status) &&
      (!want.topic || row.getAttribute("data-topic") === want.topic);
    row.hidden = !show;
  });
});
