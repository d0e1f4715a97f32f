{
  "targets": [{ "target_name": "shm_view", "sources": ["shm_view.c"] }]
}
