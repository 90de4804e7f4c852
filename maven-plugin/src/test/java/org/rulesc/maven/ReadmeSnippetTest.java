package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The integration tests {@code src/it/readme-snippet*} prove that the README's Maven snippet
 * works on the Maven versions the docs name; this keeps their poms the snippet, verbatim, so a
 * change to the README that breaks a new user's build fails here and there.
 */
class ReadmeSnippetTest {
  private static final String BEGIN = "<!-- README snippet: begin -->\n";
  private static final String END = "<!-- README snippet: end -->\n";

  @ParameterizedTest
  @ValueSource(strings = {"readme-snippet", "readme-snippet-wrong-example"})
  void integrationTestPomHoldsTheReadmeSnippetVerbatim(String it) throws IOException {
    String pom = Files.readString(Path.of("src/it", it, "pom.xml"), StandardCharsets.UTF_8);
    int begin = pom.indexOf(BEGIN);
    int end = pom.indexOf(END);
    assertThat(begin).isAtLeast(0);
    assertThat(end).isGreaterThan(begin);
    assertThat(pom.substring(begin + BEGIN.length(), end)).isEqualTo(readmeSnippet());
  }

  private static String readmeSnippet() throws IOException {
    String readme = Files.readString(Path.of("../README.md"), StandardCharsets.UTF_8);
    String section = readme.substring(readme.indexOf("## Maven plugin"));
    int start = section.indexOf("```xml\n") + "```xml\n".length();
    assertThat(start).isGreaterThan("```xml\n".length() - 1);
    return section.substring(start, section.indexOf("```", start));
  }
}
