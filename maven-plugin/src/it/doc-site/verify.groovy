// rules:doc: an index and the rulebook's page, self-contained, with its odds chart.
def log = new File(basedir, 'build.log').text
def site = new File(basedir, 'target/site/rules')
assert log.contains('Wrote 2 pages to ')
assert log.contains('BUILD SUCCESS')
assert new File(site, 'index.html').text.contains('<a href="skirmish.html">')
def page = new File(site, 'skirmish.html').text
assert page.contains('<svg')
assert !page.contains('<script')
assert !(page =~ /(src|href)="https?:/) : 'a page must fetch nothing'
return true
