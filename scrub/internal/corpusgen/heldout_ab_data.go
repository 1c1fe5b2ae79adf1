package main

import (
	"encoding/base64"
	"fmt"
	"net/url"
)

// Data-engineering secrets: Airflow connections and variables, dbt profiles, warehouses, Spark and
// Kafka properties, object stores.

func habDataSecrets() []Sample {
	var out []Sample
	add := func(cat, format, text string, secrets []string, keep ...string) {
		out = append(out, habS(cat, format, text, secrets, keep...))
	}

	// Airflow.
	for i := range 10 {
		switch i % 8 {
		case 0:
			p := habURLPw()
			add("airflow", "shell", fmt.Sprintf("airflow connections add 'warehouse_pg' --conn-uri 'postgres://etl:%s@%s:5432/analytics'", p, habHost()), []string{p})
		case 1:
			p := habURLPw()
			add("airflow", "dotenv", fmt.Sprintf("AIRFLOW__CORE__LOAD_EXAMPLES=False\nAIRFLOW_CONN_MY_SNOWFLAKE=snowflake://loader:%s@/ANALYTICS/RAW?account=xy%s&warehouse=LOAD_WH\nAIRFLOW__CORE__EXECUTOR=CeleryExecutor", p, habR(digits, 5)), []string{p}, "AIRFLOW__CORE__EXECUTOR=CeleryExecutor")
		case 2:
			k := habAWSKeyID()
			s := habAWSSecret()
			add("airflow", "json", fmt.Sprintf("{\n  \"conn_id\": \"aws_lake\",\n  \"conn_type\": \"aws\",\n  \"login\": \"%s\",\n  \"password\": \"%s\",\n  \"extra\": {\"region_name\": \"eu-west-1\"}\n}", k, s), []string{k, s})
		case 3:
			k := habOpenAI()
			add("airflow", "shell", fmt.Sprintf("airflow variables set openai_api_key %s", k), []string{k})
		case 4:
			fk := base64.URLEncoding.EncodeToString([]byte(habR(alnum, 32)))
			add("airflow", "ini", fmt.Sprintf("[core]\ndags_folder = /opt/airflow/dags\nfernet_key = %s\n\n[webserver]\nbase_url = https://%s", fk, habHost()), []string{fk}, "dags_folder = /opt/airflow/dags")
		case 5:
			p := habURLPw()
			add("airflow", "ini", fmt.Sprintf("[database]\nsql_alchemy_conn = postgresql+psycopg2://airflow:%s@%s/airflow", p, habHost()), []string{p})
		case 6:
			p := habPw()
			add("airflow", "yaml", fmt.Sprintf("# values.yaml for the airflow chart\nwebserver:\n  defaultUser:\n    enabled: true\n    username: admin\n    password: %s\n    email: data-eng@example.com", p), []string{p})
		case 7:
			k := habSlackBot()
			add("airflow", "python", fmt.Sprintf("from airflow.models import Variable\n\nSLACK_TOKEN = \"%s\"  # Variable.get(\"slack_token\") was slow\n\ndef notify_failure(context):\n    post(SLACK_TOKEN, context[\"task_instance\"].task_id)", k), []string{k})
		}
	}

	// dbt profiles and warehouses.
	for i := range 12 {
		switch i % 10 {
		case 0:
			p := habPw()
			add("dbt", "yaml", fmt.Sprintf("analytics:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: xy%s.eu-central-1\n      user: DBT_%s\n      password: \"%s\"\n      role: TRANSFORMER\n      warehouse: TRANSFORMING\n      database: ANALYTICS\n      schema: dbt_%s\n      threads: 8", habR(digits, 5), habR(upper, 4), p, habP(habWords)), []string{p})
		case 1:
			p := habPw()
			add("dbt", "yaml", fmt.Sprintf("jaffle_shop:\n  outputs:\n    prod:\n      type: redshift\n      host: analytics.%s.eu-west-1.redshift.amazonaws.com\n      user: dbt\n      password: %s\n      port: 5439\n      dbname: prod\n      schema: marts\n  target: prod", habR(lower+digits, 12), p), []string{p})
		case 2:
			k := habDatabricks()
			add("dbt", "yaml", fmt.Sprintf("lakehouse:\n  target: dev\n  outputs:\n    dev:\n      type: databricks\n      host: adb-%s.%d.azuredatabricks.net\n      http_path: /sql/1.0/warehouses/%s\n      token: %s\n      schema: dbt_dev", habDigits(16), habN(1, 19), habHex(16), k), []string{k})
		case 3:
			pem, lines := habPEM("PRIVATE KEY", `\n`)
			id := habHex(40)
			add("dbt", "yaml", fmt.Sprintf("bq:\n  outputs:\n    dev:\n      type: bigquery\n      method: service-account-json\n      project: acme-analytics\n      dataset: dbt_dev\n      keyfile_json:\n        type: service_account\n        private_key_id: %s\n        private_key: \"%s\"\n        client_email: dbt@acme-analytics.iam.gserviceaccount.com", id, pem), append([]string{id}, lines...))
		case 4:
			p := habURLPw()
			add("warehouse", "python", fmt.Sprintf("import snowflake.connector\nconn = snowflake.connector.connect(\n    user=\"ANALYST_%s\",\n    password=\"%s\",\n    account=\"acme-%s\",\n    warehouse=\"ADHOC_XS\",\n)", habR(upper, 3), p, habR(lower, 6)), []string{p})
		case 5:
			p := habURLPw()
			add("warehouse", "python", fmt.Sprintf("engine = create_engine(\"redshift+psycopg2://ds_read:%s@%s.redshift.amazonaws.com:5439/dev\")\ndf = pd.read_sql(\"select * from marts.fct_orders limit 100\", engine)", p, habR(lower, 10)), []string{p}, "df = pd.read_sql(\"select * from marts.fct_orders limit 100\", engine)")
		case 6:
			k, k2 := habDatabricks(), habDatabricks()
			add("warehouse", "cfg", fmt.Sprintf("[DEFAULT]\nhost = https://dbc-%s-%s.cloud.databricks.com\ntoken = %s\n\n[staging]\nhost = https://dbc-%s-%s.cloud.databricks.com\ntoken = %s", habHex(8), habHex(4), k, habHex(8), habHex(4), k2), []string{k, k2})
		case 7:
			p := habURLPw()
			add("warehouse", "jdbc", fmt.Sprintf("jdbc:snowflake://acme.snowflakecomputing.com/?user=LOADER&password=%s&warehouse=LOAD_WH&db=RAW", p), []string{p})
		case 8:
			pw := habPw()
			add("warehouse", "sql", fmt.Sprintf("-- one-off user for the vendor\nCREATE USER vendor_reader PASSWORD = '%s' DEFAULT_ROLE = REPORTER MUST_CHANGE_PASSWORD = FALSE;\nGRANT ROLE REPORTER TO USER vendor_reader;", pw), []string{pw}, "GRANT ROLE REPORTER TO USER vendor_reader;")
		case 9:
			p := habURLPw()
			add("warehouse", "chat", fmt.Sprintf("for the clickhouse box use clickhouse://default:%s@%s:9000/events — it's read only", p, habHost()), []string{p})
		}
	}

	// Spark and Kafka.
	for i := range 10 {
		switch i % 8 {
		case 0:
			k, s := habAWSKeyID(), habAWSSecret()
			add("spark", "properties", fmt.Sprintf("spark.hadoop.fs.s3a.access.key=%s\nspark.hadoop.fs.s3a.secret.key=%s\nspark.sql.shuffle.partitions=400", k, s), []string{k, s}, "spark.sql.shuffle.partitions=400")
		case 1:
			k, s := habAWSKeyID(), habAWSSecret()
			add("spark", "python", fmt.Sprintf("spark = (SparkSession.builder.appName(\"dedupe\")\n    .config(\"spark.hadoop.fs.s3a.access.key\", \"%s\")\n    .config(\"spark.hadoop.fs.s3a.secret.key\", \"%s\")\n    .getOrCreate())", k, s), []string{k, s})
		case 2:
			k := habAzureKey()
			add("spark", "python", fmt.Sprintf("spark.conf.set(\n    \"fs.azure.account.key.acmelake.dfs.core.windows.net\",\n    \"%s\")", k), []string{k})
		case 3:
			p := habPw()
			add("kafka", "properties", fmt.Sprintf("bootstrap.servers=%s:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"ingest\" password=\"%s\";", habHost(), p), []string{p})
		case 4:
			k := habR(upper+digits, 16)
			s := habR(alnum+"+/", 64)
			add("kafka", "python", fmt.Sprintf("conf = {\n    \"bootstrap.servers\": \"pkc-%s.eu-west-1.aws.confluent.cloud:9092\",\n    \"security.protocol\": \"SASL_SSL\",\n    \"sasl.mechanisms\": \"PLAIN\",\n    \"sasl.username\": \"%s\",\n    \"sasl.password\": \"%s\",\n}\nproducer = Producer(conf)", habR(lower+digits, 5), k, s), []string{k, s})
		case 5:
			p := habPw()
			add("kafka", "shell", fmt.Sprintf("kafka-console-consumer.sh --bootstrap-server %s:9093 --topic clickstream --consumer-property sasl.jaas.config='org.apache.kafka.common.security.plain.PlainLoginModule required username=\"reader\" password=\"%s\";'", habHost(), p), []string{p})
		case 6:
			p := habURLPw()
			add("spark", "scala", fmt.Sprintf("val df = spark.read.format(\"jdbc\")\n  .option(\"url\", \"jdbc:postgresql://%s:5432/app\")\n  .option(\"user\", \"spark_ro\")\n  .option(\"password\", \"%s\")\n  .option(\"dbtable\", \"public.events\")\n  .load()", habHost(), p), []string{p})
		case 7:
			k, s := habR(upper+digits, 16), habR(alnum+"+/", 64)
			add("kafka", "chat", fmt.Sprintf("confluent api key %s secret %s — scoped to the clickstream cluster", k, s), []string{k, s})
		}
	}

	// Object stores and S3 from notebooks.
	for i := range 8 {
		switch i % 6 {
		case 0:
			k, s := habAWSKeyID(), habAWSSecret()
			add("s3", "python", fmt.Sprintf("s3 = boto3.client(\"s3\", aws_access_key_id=\"%s\", aws_secret_access_key=\"%s\")\nobj = s3.get_object(Bucket=\"acme-ml-datasets\", Key=\"imagenet-subset/train.tar\")", k, s), []string{k, s})
		case 1:
			k, s := habAWSKeyID(), habAWSSecret()
			add("s3", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-1", k, s), []string{k, s})
		case 2:
			s := habAWSSecret()
			add("s3", "python", fmt.Sprintf("df = pd.read_parquet(\n    \"s3://acme-lake/curated/events/\",\n    storage_options={\"key\": \"minioadmin-ds\", \"secret\": \"%s\", \"client_kwargs\": {\"endpoint_url\": \"http://%s:9000\"}},\n)", s, habIP()), []string{s})
		case 3:
			p := habRandPw(habN(20, 32), true)
			add("s3", "shell", fmt.Sprintf("mc alias set lab http://%s:9000 minio-ds %s\nmc ls lab/checkpoints/", habIP(), p), []string{p}, "mc ls lab/checkpoints/")
		case 4:
			sig := habHex(64)
			cred := habAWSKeyID()
			u := fmt.Sprintf("https://acme-exports.s3.amazonaws.com/reports/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request&X-Amz-Expires=604800&X-Amz-Signature=%s", cred, habR(digits, 8), sig)
			add("s3", "chat", "presigned link, valid for a week: "+u, []string{sig})
		case 5:
			sig := url.QueryEscape(habAzureKey()[:44])
			add("s3", "dotenv", "AZURE_STORAGE_SAS=sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T00:00:00Z&sig="+sig+"\nAZURE_CONTAINER=raw-audio", []string{sig}, "AZURE_CONTAINER=raw-audio")
		}
	}
	return out
}
