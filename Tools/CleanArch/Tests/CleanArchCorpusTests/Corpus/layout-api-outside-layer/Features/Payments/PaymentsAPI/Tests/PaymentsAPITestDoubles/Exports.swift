/// Re-exports the API for tests.
@_exported import PaymentsAPI
