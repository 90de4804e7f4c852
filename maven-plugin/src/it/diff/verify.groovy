// rules:diff against the released rulebooks: the reports are written, the log summarizes them,
// and failOn=balance fails the second build with the count.
def log = new File(basedir, 'build.log').text
def text = new File(basedir, 'target/rules-diff/diff.txt').getText('UTF-8')
def json = new File(basedir, 'target/rules-diff/diff.json').getText('UTF-8')

assert text.contains('check-faces-changed  check:attack')
assert text.contains('attack(judge: 5): success 5/6 → 2/3 (-16.7 pp), failure 1/6 → 1/3 (+16.7 pp)')
assert json.contains('"id": "odds-changed", "severity": "balance"')
assert log.contains('[INFO] Rulebook changes since released: 0 breaking, 2 balance, 0 info')
assert log =~ /rules-maven-plugin:\S+:diff \(default-cli\) on project diff: 2 changes at or above failOn balance since released/
assert log.count('BUILD SUCCESS') == 1
assert log.contains('BUILD FAILURE')
return true
