// rules:diff in verify, against release 1.0 resolved by its coordinates (here from the reactor):
// the odds moved (balance), nothing breaks, so the build passes with the reports written.
def log = new File(basedir, 'build.log').text
def md = new File(basedir, 'current/target/rules-diff/diff.md').getText('UTF-8')

assert log.contains('[INFO] Baseline: 1 rulebook in it.rulesc:release-rules:1.0')
assert log.contains('[INFO] Rulebook changes since it.rulesc:release-rules:1.0: 0 breaking, 2 balance, 0 info')
assert md.contains('| balance | `odds-changed` | `check:attack` |')
assert new File(basedir, 'current/target/rules-diff/diff.sarif').getText('UTF-8').contains('"ruleId" : "odds-changed"')
assert log.contains('BUILD SUCCESS')
return true
