package org.rulesc.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.logging.SystemStreamLog;

/** A Maven log that keeps its lines ("info: …", "warn: …", "error: …") for assertions instead of printing. */
final class CapturedLog extends SystemStreamLog {
    final List<String> lines = new ArrayList<>();

    @Override
    public void info(CharSequence content) {
        lines.add("info: " + content);
    }

    @Override
    public void warn(CharSequence content) {
        lines.add("warn: " + content);
    }

    @Override
    public void error(CharSequence content) {
        lines.add("error: " + content);
    }

    @Override
    public void debug(CharSequence content) {}

    @Override
    public boolean isDebugEnabled() {
        return false;
    }
}
