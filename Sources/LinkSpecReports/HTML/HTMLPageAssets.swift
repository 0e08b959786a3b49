/// The report's one style sheet and one script, written into every page, and
/// the Content-Security-Policy that lets the browser run exactly these two and
/// load nothing from anywhere (pictures are `data:` URLs). The content is all
/// in the HTML; the script only filters it, and the page reads the same
/// without it.
enum HTMLPageAssets {
    /// The hashes are those of `style` and `script` as written here: a change
    /// to either needs its new hash, which the HTML report's tests compute.
    static let contentSecurityPolicy = "default-src 'none'; img-src data:; "
        + "style-src 'sha256-bsEcdxkGxNmPGNsHRtxPEwijn0uX68UuN01uxMHf6SQ='; "
        + "script-src 'sha256-rpdItbEejTA5Nz1f5VXbXH7qscnGlkS/cfK/SZMnq80='; base-uri 'none'; form-action 'none'"

    static let style = """
    :root{--fg:#1b1f24;--muted:#57606a;--bg:#fff;--panel:#f6f8fa;--line:#d0d7de;--passed:#1a7f37;--failed:#cf222e;\
    --skipped:#6e7781;--pending:#9a6700;--undefined:#bc4c00;--ambiguous:#8250df;--unknown:#6e7781;--link:#0969da}
    @media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#161b22;--line:#30363d;\
    --passed:#3fb950;--failed:#f85149;--skipped:#9198a1;--pending:#d29922;--undefined:#db6d28;--ambiguous:#a371f7;\
    --unknown:#9198a1;--link:#4493f8}}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg);\
    overflow-wrap:break-word}
    a{color:var(--link)}
    .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
    header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
    header{padding-top:1rem}
    h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.3rem;margin:1.5rem 0 .5rem;border-bottom:1px solid var(--line)}
    h3{font-size:1.15rem;margin:0}h4,h5{font-size:1rem;margin:0;display:inline}
    .verdict{font-size:1.2rem;font-weight:600;margin:.25rem 0 .75rem}
    .facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.15rem 1rem;margin:0}
    .facts dt{color:var(--muted)}.facts dd{margin:0}
    .passed{--st:var(--passed)}.failed{--st:var(--failed)}.skipped{--st:var(--skipped)}.pending{--st:var(--pending)}
    .undefined{--st:var(--undefined)}.ambiguous{--st:var(--ambiguous)}.unknown,.notrun{--st:var(--unknown)}
    .s{color:var(--st);font-weight:600;white-space:nowrap}
    .verdict.passed,.verdict.failed{color:var(--st)}
    .counts span+span::before{content:", "}
    ul.plain{list-style:none;padding:0;margin:0}
    .attention li{margin:.25rem 0;padding-left:.5rem;border-left:4px solid var(--st)}
    .where,.cap{color:var(--muted);font-size:.9em}
    .flag{font-size:.85em;border:1px solid currentColor;border-radius:.6em;padding:0 .4em;white-space:nowrap}
    .tags{display:inline;font-size:.85em;color:var(--muted)}
    form#filters{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:end;padding:.75rem;background:var(--panel);\
    border:1px solid var(--line);border-radius:6px;margin:1rem 0}
    form#filters[hidden]{display:none}
    fieldset{border:0;padding:0;margin:0}legend{padding:0;font-weight:600}
    fieldset label{margin-right:.75rem;white-space:nowrap}
    input[type=search],select{font:inherit;padding:.2rem .4rem;max-width:100%}
    .feature{margin:1.25rem 0;padding:.75rem;border:1px solid var(--line);border-radius:6px}
    .rule{margin:.75rem 0 0 .5rem;padding-left:.75rem;border-left:2px solid var(--line)}
    .rule>h4{display:block;margin-bottom:.25rem}
    .desc{white-space:pre-wrap;color:var(--muted);margin:.25rem 0}
    article.sc{margin:.5rem 0;border-left:4px solid var(--st);background:var(--panel);border-radius:0 6px 6px 0}
    article.sc>details>summary{padding:.35rem .6rem;cursor:pointer}
    article.sc>details>:not(summary){margin-left:.6rem;margin-right:.6rem}article.sc>details[open]{padding-bottom:.4rem}
    .name{unicode-bidi:isolate}
    ol.steps{list-style:none;margin:.25rem 0;padding:0}
    ol.steps>li{padding:.1rem 0 .1rem .5rem;border-left:3px solid var(--st);margin:.15rem 0}
    .kw,ol.steps b{font-weight:600}.bg>b::after{content:"(background) ";font-weight:400;color:var(--muted);font-size:.85em}
    ol.steps small{color:var(--muted);font-size:.9em}
    pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:.3rem 0;padding:.4rem .5rem;background:var(--bg);\
    border:1px solid var(--line);border-radius:4px;font:13px/1.4 ui-monospace,Menlo,Consolas,monospace}
    .failure{margin:.3rem 0;padding:.4rem .5rem;border:2px solid var(--st);border-radius:6px;background:var(--bg);\
    display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-start}
    .why{flex:1 1 24rem;min-width:0}.failure figure.pic{margin:0;flex:0 1 16rem}.failure figure.pic img{width:100%}
    .failure dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:0 .75rem;margin:.25rem 0}
    .failure dt{color:var(--muted)}.failure dd{margin:0}
    .tbl{overflow-x:auto}
    table{border-collapse:collapse;margin:.3rem 0}
    td,th{border:1px solid var(--line);padding:.1rem .5rem;text-align:left}
    figure.pic{margin:.4rem 0}figure.pic img{max-width:100%;height:auto;max-height:32rem;border:1px solid var(--line)}
    figcaption{color:var(--muted);font-size:.9em}
    details.attempts{margin:.4rem 0}
    #coverage table{width:100%}#coverage td:nth-child(2){text-align:right}
    #coverage .missing{font-weight:600;color:var(--failed)}
    #coverage details ul{margin:.2rem 0;padding-left:1.2rem}
    footer{color:var(--muted);font-size:.9em;padding-bottom:2rem}
    @media (max-width:40rem){header,main,footer{padding:0 .5rem}.feature{padding:.5rem}.rule{margin-left:0;padding-left:.4rem}
    .facts{grid-template-columns:1fr}.facts dd{margin-bottom:.3rem}}
    """

    static let script = """
    (function () {
      var form = document.getElementById('filters');
      if (!form) return;
      var scenarios = document.getElementsByClassName('sc');
      var shown = document.getElementById('shown');
      var boxes = Array.prototype.slice.call(form.querySelectorAll('input[name=status]'));
      var names = null;
      var filtered = false;
      function apply() {
        var statuses = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
        var tag = form.elements.tag.value;
        var query = form.elements.q.value.trim().toLowerCase();
        if (!filtered && statuses.length === boxes.length && !tag && !query) {
          shown.textContent = scenarios.length + ' of ' + scenarios.length + ' scenarios shown';
          return;
        }
        filtered = true;
        if (!names) {
          names = Array.prototype.map.call(scenarios, function (s) {
            return s.querySelector('.name').textContent.toLowerCase();
          });
        }
        var count = 0;
        for (var i = 0; i < scenarios.length; i++) {
          var s = scenarios[i];
          var visible = statuses.indexOf(s.dataset.status) >= 0
            && (!tag || (' ' + s.dataset.tags + ' ').indexOf(' ' + tag + ' ') >= 0)
            && (!query || names[i].indexOf(query) >= 0);
          if (s.hidden === visible) s.hidden = !visible;
          if (visible) count++;
        }
        document.querySelectorAll('section.rule, section.feature').forEach(function (section) {
          section.hidden = !section.querySelector('.sc:not([hidden])');
        });
        shown.textContent = count + ' of ' + scenarios.length + ' scenarios shown';
      }
      function fromFragment() {
        var params = new URLSearchParams(location.hash.slice(1));
        if (!params.has('status') && !params.has('tag') && !params.has('q')) return;
        var statuses = params.has('status') ? params.get('status').split(',') : null;
        boxes.forEach(function (b) { b.checked = !statuses || statuses.indexOf(b.value) >= 0; });
        form.elements.tag.value = params.get('tag') || '';
        form.elements.q.value = params.get('q') || '';
      }
      function toFragment() {
        var params = new URLSearchParams();
        var statuses = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
        if (statuses.length !== boxes.length) params.set('status', statuses.join(','));
        if (form.elements.tag.value) params.set('tag', form.elements.tag.value);
        if (form.elements.q.value) params.set('q', form.elements.q.value);
        history.replaceState(null, '', '#' + params.toString());
      }
      form.addEventListener('submit', function (event) { event.preventDefault(); });
      form.addEventListener('input', function () { apply(); toFragment(); });
      window.addEventListener('hashchange', function () { fromFragment(); apply(); });
      fromFragment();
      form.hidden = false;
      apply();
    })();
    """
}
