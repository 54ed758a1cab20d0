# One image recipe for every service: build the jars first (./gridchat test or mvn -DskipTests install),
# then `docker compose build`. MODULE is the module directory, e.g. components/ner.
FROM eclipse-temurin:17-jre
ARG MODULE
ARG ARTIFACT
WORKDIR /app
COPY ${MODULE}/target/${ARTIFACT}-0.1.0-SNAPSHOT-exec.jar /app/app.jar
ENTRYPOINT ["java", "-XX:+UseSerialGC", "-jar", "/app/app.jar"]
