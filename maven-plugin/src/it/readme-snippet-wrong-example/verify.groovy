// The build failed because the generated test of the wrong example failed, naming its line,
// not for another reason.
def log = new File(basedir, 'build.log').text
assert log.contains('line 9: double(3) == 7')
assert log.contains('Tests run: 1, Failures: 1')
assert log.contains('BUILD FAILURE')
return true
