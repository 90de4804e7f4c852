package org.rulesc.compiler.cli;

import javax.lang.model.SourceVersion;
import picocli.CommandLine;

/** Converts {@code --package} and rejects anything that is not a Java package name. */
final class PackageName implements CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String value) {
        if (!SourceVersion.isName(value)) {
            throw new CommandLine.TypeConversionException(
                    "'" + value + "' is not a valid Java package name (e.g. org.example.games)");
        }
        return value;
    }
}
