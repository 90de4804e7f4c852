// A rule error is reported as path:line:col with the source line and a caret, the build
// fails with the count, and nothing is generated.
def log = new File(basedir, 'build.log').text
def file = new File(basedir, 'src/main/rules/broken.rules').canonicalPath

def diagnostic = "[ERROR] ${file}:8:45: error[E0101]: unknown name `nope`\n" +
        '    formula twice "Twice" (x: int) -> int = x * nope cite "1"\n' +
        '                                                ^~~~'
assert log.normalize().count(diagnostic) == 2 : "diagnostic not in the log as expected:\n${diagnostic}"
assert log.contains("[WARNING] ${file}:8:9: warning[W0101]: `twice` is declared but never used")
assert log =~ /rules-maven-plugin:\S+:generate \(default\) on project broken-rulebook: 1 rule error in src\/main\/rules/
assert log =~ /rules-maven-plugin:\S+:check \(default-cli\) on project broken-rulebook: 1 rule error in src\/main\/rules/
assert log.contains('BUILD FAILURE')

// no output, no half-written output, no state that could pass for up to date
def target = new File(basedir, 'target')
assert !new File(target, 'generated-sources/rules').exists()
def leftovers = []
if (new File(target, 'generated-sources').exists()) {
    new File(target, 'generated-sources').eachFile { leftovers << it.name }
}
assert leftovers.isEmpty() : "left behind: ${leftovers}"
assert !new File(target, 'maven-status/rules/generate/default.properties').exists()
return true
