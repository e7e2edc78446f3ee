/* Status page filters: pick a status and/or a topic; the row groups that do not match are hidden. No server. */
function oracleFilter() {
  var want = {};
  document.querySelectorAll("select[data-oracle-filter]").forEach(function (s) {
    want[s.getAttribute("data-oracle-filter")] = s.value;
  });
  /* a filter shows its rows: the collapsed lists open */
  if (want.status || want.topic) {
    document.querySelectorAll("details.oracle-status-list").forEach(function (d) { d.open = true; });
  }
  document.querySelectorAll(".oracle-status-table table tbody").forEach(function (body) {
    body.hidden = (!!want.status && body.getAttribute("data-status") !== want.status) ||
      (!!want.topic && body.getAttribute("data-topic") !== want.topic);
  });
}
document.addEventListener("change", function (event) {
  if (event.target.matches && event.target.matches("select[data-oracle-filter]")) oracleFilter();
});
/* The topic filter lists the topics found in the tables. */
document.addEventListener("DOMContentLoaded", function () {
  var select = document.querySelector("select[data-oracle-filter='topic']");
  if (!select) return;
  var seen = {};
  document.querySelectorAll(".oracle-status-table table tbody[data-topic]").forEach(function (body) {
    var topic = body.getAttribute("data-topic");
    if (topic) seen[topic] = true;
  });
  Object.keys(seen).sort().forEach(function (topic) {
    var option = document.createElement("option");
    option.value = topic;
    option.textContent = topic.replace(/-/g, " ");
    select.appendChild(option);
  });
});
