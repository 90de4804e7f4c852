package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loads every page of {@code rulesc doc} in headless Chromium where a {@code chromium} binary is
 * on the PATH: no console error, and a screenshot in which the charts' line colour appears.
 * Where there is no Chromium the test says so in the build output and is reported as skipped.
 */
class BrowserTest {
    /** The first series colour of a chart (see doc/Charts). */
    private static final int CHART_BLUE = 0x1f5fa8;

    @TempDir Path work;

    @Test
    void everyPageLoadsWithoutErrorsAndShowsItsCharts() throws Exception {
        Path chromium = findChromium();
        if (chromium == null) {
            System.out.println("BrowserTest: skipped, no chromium binary on the PATH (install Debian's chromium to run it)");
            Assumptions.abort("no chromium binary on the PATH");
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rulesc.run(new String[] {"doc", "-d", "site"}, new PrintStream(new ByteArrayOutputStream(), true, UTF_8),
                new PrintStream(err, true, UTF_8), work, Path.of("..").toAbsolutePath().normalize());
        assertThat(err.toString(UTF_8)).isEmpty();
        assertThat(code).isEqualTo(Rulesc.EXIT_OK);
        List<Path> pages;
        try (Stream<Path> files = Files.list(work.resolve("site"))) {
            pages = files.sorted().toList();
        }
        for (Path page : pages) {
            Path png = work.resolve(page.getFileName() + ".png");
            List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox",
                    "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr", "--v=0",
                    "--user-data-dir=" + work.resolve("profile"), "--window-size=1000,16000",
                    "--screenshot=" + png, page.toUri().toString()));
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(work.resolve("chromium.log").toFile()).start();
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
            String log = Files.readString(work.resolve("chromium.log"), UTF_8);
            assertThat(p.exitValue()).isEqualTo(0);
            assertThat(log).doesNotContain("CONSOLE");
            assertThat(log).doesNotContain("Uncaught");
            BufferedImage image = ImageIO.read(png.toFile());
            assertThat(image).isNotNull();
            if (!page.getFileName().toString().equals("index.html")) {
                assertThat(pixels(image, CHART_BLUE)).isGreaterThan(50);
            }
        }
    }

    private static int pixels(BufferedImage image, int rgb) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) == rgb) {
                    n++;
                }
            }
        }
        return n;
    }

    private static Path findChromium() throws IOException {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser")) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }
}
