package io.gridchat.kit.settings;

import java.lang.reflect.Constructor;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.convert.ApplicationConversionService;

/**
 * A settings record built from the {@code @DefaultValue}s of its components: the defaults are written once, on the
 * record, and hold both when Spring binds the record (a component left unset keeps its default — without the
 * annotation Spring would pass 0 for a primitive) and when code asks for the defaults (tests, cross-validation, mains).
 * As in Spring's binding: one value is converted to the component's type, several make a list, an empty
 * {@code @DefaultValue} on a record component is that record's defaults, and a reference without one is {@code null}.
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
            for (int i = 0; i < parameters.length; i++) values[i] = value(type, components[i], parameters[i].getAnnotation(DefaultValue.class));
            canonical.setAccessible(true);
            return canonical.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build the defaults of " + type.getName() + ": " + e.getMessage(), e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Object value(Class<?> owner, RecordComponent component, DefaultValue d) {
        Class<?> t = component.getType();
        if (d == null) {
            if (t.isPrimitive()) throw new IllegalStateException(owner.getName() + "." + component.getName() + " has no @DefaultValue");
            return null;
        }
        String[] v = d.value();
        if (v.length == 0 && t.isRecord()) return of((Class<? extends Record>) t);
        if (java.util.List.class.isAssignableFrom(t)) return java.util.List.of(v);
        if (v.length != 1) throw new IllegalStateException(owner.getName() + "." + component.getName() + " needs one default value");
        return ApplicationConversionService.getSharedInstance().convert(v[0], t);
    }
}
