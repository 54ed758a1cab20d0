package io.gridchat.triplestore.load;

import java.nio.file.Path;

/** A file that cannot be loaded; the store keeps what it had. */
public class LoadException extends RuntimeException {

    private final String file;
    private final long line;

    public LoadException(String file, long line, String message) {
        super(file + (line > 0 ? ":" + line : "") + ": " + message);
        this.file = file;
        this.line = line;
    }

    public LoadException(Path file, long line, String message) {
        this(file.toString(), line, message);
    }

    public String file() {
        return file;
    }

    /** 1-based line of the error, or -1 when unknown. */
    public long line() {
        return line;
    }
}
