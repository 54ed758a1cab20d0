package io.gridchat.settings;

import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * A settings record with nothing configured, bound by Spring's own {@link Binder} from the {@code @DefaultValue}s of
 * its components: the defaults are written once, on the record, and code outside Spring (tests, cross-validation,
 * mains) gets exactly what a service gets when the configuration leaves them unset. A primitive component without a
 * {@code @DefaultValue} is refused here, because Spring would silently bind it as 0.
 */
public final class RecordDefaults {
    private RecordDefaults() {}

    public static <R extends Record> R of(Class<R> type) {
        requireDefaults(type);
        return new Binder().bindOrCreate("defaults", type);
    }

    private static void requireDefaults(Class<?> type) {
        RecordComponent[] components = type.getRecordComponents();
        Parameter[] parameters;
        try { // @DefaultValue sits on the canonical constructor's parameters
            parameters = type.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new)).getParameters();
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type.getName() + " has no canonical constructor", e);
        }
        for (int i = 0; i < parameters.length; i++) {
            DefaultValue d = parameters[i].getAnnotation(DefaultValue.class);
            if (d == null && parameters[i].getType().isPrimitive()) {
                throw new IllegalStateException(type.getName() + "." + components[i].getName() + " has no @DefaultValue");
            }
            if (d != null && parameters[i].getType().isRecord()) requireDefaults(parameters[i].getType());
        }
    }
}
