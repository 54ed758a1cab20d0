package io.gridchat.kit.settings;

import java.lang.reflect.Constructor;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.convert.ApplicationConversionService;

/**
 * A settings record built from the {@code @DefaultValue}s of its components: the defaults are written once, on the
 * record, and hold both when Spring binds the record (a component left unset keeps its default — without the
 * annotation Spring would pass 0 for a primitive) and when code asks for the defaults (tests, cross-validation).
 */
public final class RecordDefaults {
    private RecordDefaults() {}

    public static <R extends Record> R of(Class<R> type) {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) types[i] = components[i].getType();
        try {
            Constructor<R> canonical = type.getDeclaredConstructor(types);
            Parameter[] parameters = canonical.getParameters();
            Object[] values = new Object[parameters.length];
            for (int i = 0; i < parameters.length; i++) {
                DefaultValue d = parameters[i].getAnnotation(DefaultValue.class);
                if (d == null || d.value().length != 1) {
                    throw new IllegalStateException(type.getName() + "." + components[i].getName() + " has no single @DefaultValue");
                }
                values[i] = ApplicationConversionService.getSharedInstance().convert(d.value()[0], types[i]);
            }
            canonical.setAccessible(true);
            return canonical.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build the defaults of " + type.getName() + ": " + e.getMessage(), e);
        }
    }
}
