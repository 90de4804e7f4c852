// rules.skip: every goal says it skipped, nothing is generated, the build passes.
def log = new File(basedir, 'build.log').text
assert log.contains('Skipping rules:check (rules.skip)')
assert log.contains('Skipping rules:generate (rules.skip)')
assert log.contains('Skipping rules:generate-test (rules.skip)')
assert !log.contains('unknown name')
assert log.contains('BUILD SUCCESS')
assert !new File(basedir, 'target/generated-sources/rules').exists()
assert !new File(basedir, 'target/generated-test-sources/rules').exists()
assert !new File(basedir, 'target/maven-status/rules').exists()

// rules:help -Ddetail -Dgoal=generate
assert log.contains('rules:generate')
['sourceDirectories', 'includes', 'excludes', 'failOnWarning', 'basePackage', 'outputDirectory'].each {
    assert log.contains(it) : "help does not mention ${it}"
}
assert log.contains('User property: rules.skip')
return true
